import { describe, expect, it } from 'vitest';
import { auditExportPath, auditLogPath, NO_FILTER } from './audit-filter.ts';

describe('audit log paths', () => {
  it('asks for the first page of everything without filters', () => {
    expect(auditLogPath(NO_FILTER, null, 50)).toBe('/admin/audit-log?limit=50');
    expect(auditExportPath(NO_FILTER)).toBe('/admin/audit-log/export.csv');
  });

  it('sends the filters set, the actor trimmed, and the cursor', () => {
    const path = auditLogPath({ action: 'auth.login', actor: '  ada@ ', from: '', to: '' }, 120, 50);
    expect(path).toBe('/admin/audit-log?action=auth.login&actor=ada%40&limit=50&before=120');
  });

  it('takes the picked days whole, on the viewer\'s clock', () => {
    const query = new URLSearchParams(auditExportPath({ ...NO_FILTER, from: '2026-05-01', to: '2026-05-02' }).split('?')[1]);
    const from = new Date(query.get('from')!);
    const to = new Date(query.get('to')!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([2026, 4, 1, 0, 0]);
    expect([to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([2, 23, 59, 59]);
  });

  it('leaves out a partial date', () => {
    expect(auditExportPath({ ...NO_FILTER, from: '2026-05' })).toBe('/admin/audit-log/export.csv');
  });
});
