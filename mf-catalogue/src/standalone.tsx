import { startStandalone } from '@atlas/shared';
import CatalogueRoutes from './routes';

startStandalone({ name: 'mf-catalogue', version: __PART_VERSION__, Root: CatalogueRoutes });
