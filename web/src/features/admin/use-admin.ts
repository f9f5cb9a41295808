import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUserListReply } from '@review/contract/admin';
import type { AuditLogReply } from '@review/contract/audit';
import { api } from '../../lib/api-client.ts';
import { auditLogPath, type AuditFilterDraft } from './audit-filter.ts';

export const AUDIT_PAGE_SIZE = 50;

/** `GET /admin/users`: every account of the server, oldest first. */
export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => api.get<AdminUserListReply>('/admin/users', signal).then((reply) => reply.data),
  });
}

/** `GET /admin/audit-log`: the filter's entries, newest first, a page at a time from the cursor the page before gave. */
export function useAuditLog(filter: AuditFilterDraft) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => api.get<AuditLogReply>(auditLogPath(filter, pageParam, AUDIT_PAGE_SIZE), signal),
    getNextPageParam: (reply) => reply.next_before,
  });
}
