import { Route, Routes } from 'react-router-dom';
import { LocaleScope } from '../locale/locale-scope';

/** The first path segment is the language: /ar/..., /en/..., French unprefixed. */
export function App() {
  return (
    <Routes>
      <Route path="ar/*" element={<LocaleScope language="ar" />} />
      <Route path="en/*" element={<LocaleScope language="en" />} />
      <Route path="fr/*" element={<LocaleScope language="fr" />} />
      <Route path="*" element={<LocaleScope language="fr" />} />
    </Routes>
  );
}
