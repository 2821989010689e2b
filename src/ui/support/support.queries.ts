import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportUseCases } from '@application/support/support.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/** The support dashboard's reads: the acting choice of this sign-in, a campus's teachers, the audit trail. */
export const supportKeys = {
  all: ['support'] as const,
  acting: () => [...supportKeys.all, 'acting'] as const,
  teachersOf: (campusId: number | null) => [...supportKeys.all, 'teachers', campusId] as const,
  audits: () => [...supportKeys.all, 'audit'] as const,
  audit: (page: number) => [...supportKeys.audits(), page] as const,
};

export const supportQueries = {
  /** Whom this sign-in acts for; another tab of it may change it, so it is asked again on focus. */
  acting: (support: SupportUseCases) => queryOptions({ queryKey: supportKeys.acting(), queryFn: () => dataOf(support.whoAmIActingFor()), staleTime: 0 }),
  teachersOf: (support: SupportUseCases, campusId: number | null) =>
    queryOptions({ queryKey: supportKeys.teachersOf(campusId), queryFn: () => dataOf(support.listCampusTeachers(campusId ?? 0)), enabled: campusId !== null }),
  /** Changes made on the teacher's screens are recorded by the server: the trail is read fresh each time. */
  audit: (support: SupportUseCases, page: number) =>
    queryOptions({ queryKey: supportKeys.audit(page), queryFn: () => dataOf(support.auditTrail(page)), staleTime: 0, placeholderData: keepPreviousData }),
};

/**
 * Starting or stopping acting changes what every teacher's call answers (the server serves the new
 * teacher, or nobody): every loaded query is stale, not just the support ones.
 */
function useActingMutation<V, T>(change: (support: SupportUseCases, variables: V) => Promise<T>) {
  const { support } = useServices();
  const client = useQueryClient();
  return useMutation({ mutationFn: (variables: V) => change(support, variables), onSuccess: () => client.invalidateQueries() });
}

export const useActForTeacher = () =>
  useActingMutation((support, choice: { readonly campusId: number; readonly teacherId: number }) => savedOf(support.actForTeacher(choice.campusId, choice.teacherId)));

export const useStopActing = () => useActingMutation((support, _: void) => savedOf(support.stopActing()));
