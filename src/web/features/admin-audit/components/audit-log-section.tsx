import { auditActorTypes, type AuditEntry } from '@shared/contracts/admin-operations';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { optionsOf } from '@/components/form/fields';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { auditLogPath, auditLogQueryOptions } from '../api/get-audit-log';

const columns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'created',
    header: 'When',
    sortKey: 'createdAt',
    cell: (a) => formatDateTime(a.createdAt),
  },
  {
    id: 'actor',
    header: 'Who',
    sortKey: 'actor',
    cell: (a) => a.actorLabel ?? a.actorType,
  },
  {
    id: 'action',
    header: 'Action',
    sortKey: 'action',
    cell: (a) => <code className="text-xs">{a.action}</code>,
  },
  {
    id: 'target',
    header: 'Target',
    cell: (a) =>
      a.targetTable ? `${a.targetTable}${a.targetId ? ` ${a.targetId.slice(0, 8)}` : ''}` : '—',
  },
  { id: 'ip', header: 'IP', cell: (a) => a.ip ?? '—' },
];

/** The audit log (read only). */
export function AuditLogSection() {
  const token = useAdminToken();
  return (
    <DataTable
      label="Audit log"
      server={{
        query: (params) => auditLogQueryOptions(token, params),
        csv: { path: auditLogPath, token, filename: 'audit-log.csv' },
        error: 'The audit log could not be loaded.',
      }}
      columns={columns}
      getRowId={(a) => a.id}
      searchPlaceholder="Search action, who, target, IP"
      filters={[{ id: 'actorType', label: 'Actor', options: optionsOf(auditActorTypes) }]}
      initialSort={{ id: 'created', direction: 'desc' }}
      pageSize={20}
    />
  );
}
