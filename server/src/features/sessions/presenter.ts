import type { Session } from '@review/contract/sessions';
import { describeDevice, deviceParts } from './device.ts';
import type { SessionListRow } from './repository.ts';

export const presentSession = (row: SessionListRow, currentId: number): Session => ({
  id: row.public_id,
  device: describeDevice(row.user_agent),
  device_parts: deviceParts(row.user_agent),
  ip: row.ip,
  last_seen_at: row.last_seen_at,
  created_at: row.created_at,
  current: row.id === currentId,
});
