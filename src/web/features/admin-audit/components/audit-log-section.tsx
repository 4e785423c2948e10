import { auditActorTypes, type AuditEntry } from '@shared/contracts/admin-operations';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { optionsOf } from '@/components/form/fields';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { adminCsvUrl } from '@/lib/list-query';
import { auditLogPath, useAuditLog } from '../api/get-audit-log';

const columns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'created',
    header: 'When',
    sortValue: (a) => a.createdAt,
    cell: (a) => formatDateTime(a.createdAt),
  },
  {
    id: 'actor',
    header: 'Who',
    sortValue: (a) => a.actorLabel ?? a.actorType,
    cell: (a) => a.actorLabel ?? a.actorType,
  },
  {
    id: 'action',
    header: 'Action',
    sortValue: (a) => a.action,
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
  const list = useAuditLog(token);
  return (
    <DataTable
      label="Audit log"
      rows={list.data?.items}
      isLoading={list.isPending}
      error={list.isError ? 'The audit log could not be loaded.' : null}
      columns={columns}
      getRowId={(a) => a.id}
      searchText={(a) =>
        `${a.action} ${a.actorLabel ?? ''} ${a.targetTable ?? ''} ${a.targetId ?? ''} ${a.ip ?? ''}`
      }
      filters={[
        {
          id: 'actor',
          label: 'Actor',
          options: optionsOf(auditActorTypes),
          matches: (a, v) => a.actorType === v,
        },
      ]}
      initialSort={{ id: 'created', direction: 'desc' }}
      pageSize={20}
      csv={{ url: adminCsvUrl(auditLogPath), token, filename: 'audit-log.csv' }}
    />
  );
}
