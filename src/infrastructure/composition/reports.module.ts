import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { ReportReader } from '@application/ports/report-reader.port';
import { ReportWorkbookExporter } from '@application/ports/report-workbook-exporter.port';
import { StandardsReports } from '@application/ports/standards-report.port';
import type { ReportUseCases } from '@application/reports/report.use-cases';
import type { StandardsReportUseCases } from '@application/reports/standards-report.use-cases';
import type { ApiFileClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** Reports (issue 13): teachers' and managers' business, never a student's, so every piece loads with its first call. */
export const reportsModule = new ContainerModule(({ bind }) => {
  bind(ReportReader)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiFileClient>(ApiClientToken);
      return deferredPort<ReportReader>(() => import('../http/http-report-reader.adapter').then((m) => m.createHttpReportReader(api)));
    })
    .inSingletonScope();
  bind(ReportWorkbookExporter)
    .toDynamicValue(() =>
      deferredPort<ReportWorkbookExporter>(() => import('../spreadsheet/exceljs-report-workbook.adapter').then((m) => m.createExcelJsReportWorkbookExporter())),
    )
    .inSingletonScope();
  bind(StandardsReports)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiFileClient>(ApiClientToken);
      return deferredPort<StandardsReports>(() => import('../http/http-standards-report.adapter').then((m) => m.createHttpStandardsReports(api)));
    })
    .inSingletonScope();
});

/** Reports' part of AppServices. */
export const reportsServices = (ctx: ResolutionContext): Pick<AppServices, 'reports' | 'standards'> => {
  const reader = ctx.get<ReportReader>(ReportReader);
  const exporter = ctx.get<ReportWorkbookExporter>(ReportWorkbookExporter);
  return {
    reports: deferredPort<ReportUseCases>(() => import('@application/reports/report.use-cases').then((m) => m.createReportUseCases(reader, exporter))),
    standards: deferredPort<StandardsReportUseCases>(() =>
      import('@application/reports/standards-report.use-cases').then((m) => m.createStandardsReportUseCases(ctx.get<StandardsReports>(StandardsReports))),
    ),
  };
};
