import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import { localizePath } from '@atlas/runtime';
import { showToast } from '@atlas/ui-kit';

/** The line is identified: say so and go back to the page that sent the customer here. */
export function BackToReturnUrl({ returnUrl, language, message }: { returnUrl: string; language: Language; message: string }) {
  const navigate = useNavigate();
  // The finished flow's state holds no identity any more (the number and the document type only).
  useEffect(() => {
    showToast({ kind: 'success', text: message });
    void navigate(localizePath(returnUrl, language), { replace: true });
  }, [message, returnUrl, language, navigate]);
  return null;
}
