import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { BenchmarkAssignments } from '@application/benchmark/benchmark-assignments.port';
import type { BenchmarkAssignmentUseCases } from '@application/benchmark/benchmark-assignment.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** A teacher's benchmark assignments (issue 13). */
export const benchmarkModule = new ContainerModule(({ bind }) => {
  // A teacher's business, never a student's: the adapter loads with the first benchmark assignment call.
  bind(BenchmarkAssignments)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<BenchmarkAssignments>(() => import('../http/http-benchmark-assignments.adapter').then((m) => m.createHttpBenchmarkAssignments(api)));
    })
    .inSingletonScope();
});

/** Benchmark assignments' part of AppServices: the use cases load with their first call, as the adapter does. */
export const benchmarkServices = (ctx: ResolutionContext): Pick<AppServices, 'benchmarks'> => {
  const port = ctx.get<BenchmarkAssignments>(BenchmarkAssignments);
  return {
    benchmarks: deferredPort<BenchmarkAssignmentUseCases>(() =>
      import('@application/benchmark/benchmark-assignment.use-cases').then((m) => m.createBenchmarkAssignmentUseCases(port)),
    ),
  };
};
