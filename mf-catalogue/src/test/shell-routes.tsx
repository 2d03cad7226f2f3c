import { Route, Routes } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import CatalogueRoutes from '../routes';

/** The shell's locale routes around the remote's root, as shell/src/app/app.tsx declares them. */
export function ShellRoutes({ language }: { language: Language }) {
  const root = <CatalogueRoutes language={language} selfCarePrefix="/espace-client" />;
  return (
    <Routes>
      <Route path="ar/*" element={root} />
      <Route path="en/*" element={root} />
      <Route path="*" element={root} />
    </Routes>
  );
}
