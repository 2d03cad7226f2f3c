import type { Language } from '../languages';

/** Props the shell gives the root component a remote exposes as its routes module. */
export interface RemoteRootProps {
  language: Language;
  /** Configured prefix of the self-care area (`/espace-client`). */
  selfCarePrefix: string;
}

/** Props the shell gives an exposed widget. */
export interface RemoteWidgetProps {
  language: Language;
}
