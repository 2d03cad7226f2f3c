import { and, eq, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { BusinessEventRegistration } from '@atlas/contracts/business-events';
import type { Database } from '../../db/database';
import { formRequests } from './ms-forms.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    /** ms-forms' registrations to business events: ms-content's calendar counts the seats they take. */
    businessEventRegistrations: BusinessEventRegistrations;
  }
}

/** The kind of form request a business-event registration is stored as. */
export const BUSINESS_EVENT_REQUEST_KIND = 'business-event';

/** ms-forms' SQL of the registrations to business events (form requests of their kind). */
export class BusinessEventRegistrations {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /**
   * Seats taken at each event by the registrations stored so far; `exceptKey` leaves out the
   * registration sent under that idempotency key (a retry must not count itself).
   */
  async seatsTaken(exceptKey?: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ payload: formRequests.payload })
      .from(formRequests)
      .where(and(eq(formRequests.kind, BUSINESS_EVENT_REQUEST_KIND), exceptKey === undefined ? undefined : ne(formRequests.idempotencyKey, exceptKey)));
    const taken = new Map<string, number>();
    for (const { payload } of rows) {
      const registration = payload as unknown as BusinessEventRegistration;
      taken.set(registration.eventId, (taken.get(registration.eventId) ?? 0) + registration.attendees);
    }
    return taken;
  }
}

/** At the root (app.ts): ms-content's calendar reads the seats taken through it. */
export const businessEventRegistrations = fp(
  async (app) => {
    app.decorate('businessEventRegistrations', new BusinessEventRegistrations(app.db));
  },
  { name: 'business-event-registrations', dependencies: ['atlas-database'] },
);
