import { startStandalone } from '@atlas/ui-kit';
import IdentificationRoutes from './routes';

// The identification flow alone, against the API (npm run dev -w mf-identification, port 3006).
startStandalone({
  name: 'mf-identification',
  version: __PART_VERSION__,
  Root: IdentificationRoutes,
});
