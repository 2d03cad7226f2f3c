import { startStandalone } from '@atlas/ui-kit';
import CatalogueRoutes from './routes';

startStandalone({ name: 'mf-catalogue', version: __PART_VERSION__, Root: CatalogueRoutes });
