import { startStandalone } from '@atlas/ui-kit';
import InvoicesRoutes from './routes';

// Invoice payment alone (the visitor's pages) against the API; the signed-in pages need the shell's session.
startStandalone({ name: 'mf-invoices', version: __PART_VERSION__, Root: InvoicesRoutes });
