import type { OrderStatus } from '@atlas/contracts/shop';
import type { OrderRow } from './registries';

type Timeline = OrderRow['timeline'];

/** The timeline with one more step reached now (a step already reached is not repeated). */
export const reached = (timeline: Timeline, status: OrderStatus, at = new Date()): Timeline =>
  timeline.some((entry) => entry.status === status) ? timeline : [...timeline, { status, at: at.toISOString() }];
