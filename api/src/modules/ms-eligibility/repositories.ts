import { ProductsRepository } from '../ms-catalog/public';
import { CoverageRepository } from './coverage.repository';
import { EligibilityChecksRepository } from './eligibility-checks.repository';
import { InstallationBookingsRepository } from './installation-bookings.repository';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** What the tests and visits read and write: the coverage model, the tests, the visits, and the catalogue's offers (ms-catalog's). */
export interface EligibilityStores {
  coverage: CoverageRepository;
  checks: EligibilityChecksRepository;
  bookings: InstallationBookingsRepository;
  catalogue: Pick<ProductsRepository, 'filtered'>;
}

/** ms-eligibility's repositories over one database handle (the app's, or a transaction's). */
export const eligibilityStores = (work: UnitOfWork): EligibilityStores => {
  const db = handleOf(work);
  return {
    coverage: new CoverageRepository(db),
    checks: new EligibilityChecksRepository(db),
    bookings: new InstallationBookingsRepository(db),
    catalogue: new ProductsRepository(db),
  };
};
