import { useEffect, useRef } from 'react';
import { type Language } from '@atlas/contracts';
import { useAppDispatch, useAppSelector } from '@atlas/runtime';
import { pageRequested, selectPageContent } from './content-slice';

/**
 * A content page's blocks in a language, asked when the page or the language changes; `retry`
 * asks again and, once the blocks arrive, moves focus to `headingRef` (the retry button the user
 * pressed is gone by then).
 */
export function usePageContent(page: string, language: Language) {
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => selectPageContent(state, page, language));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retrying = useRef(false);

  useEffect(() => {
    dispatch(pageRequested({ page, language }));
  }, [dispatch, page, language]);

  const status = content?.status;
  useEffect(() => {
    if (retrying.current && status === 'loaded') {
      retrying.current = false;
      headingRef.current?.focus();
    }
  }, [status]);

  const retry = () => {
    retrying.current = true;
    dispatch(pageRequested({ page, language }));
  };

  return { content, status: status ?? 'loading', retry, headingRef };
}
