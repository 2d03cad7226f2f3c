import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

type Navigate = (to: string, options?: NavigateOptions) => void;
let current: Navigate | null = null;

/** Navigation for code outside React (sagas, the api client): the router's navigate once mounted. */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (current) current(to, options);
  else window.location.assign(to);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    current = (to, options) => void navigate(to, options);
    return () => {
      current = null;
    };
  }, [navigate]);
  return null;
}
