import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Honorific, Identity, IdentityType, OcrResponse } from '@atlas/contracts/identification';

/** A side of the document as taken: the JPEG to upload and its preview. */
export interface Capture {
  blob: Blob;
  preview: string;
  /** The small grey copy the camera checked (a side taken by the camera): the next side must differ. */
  thumbnail?: Uint8Array;
}

/** The flow's state: in memory only (images and identity never reach any storage). */
export interface FlowState {
  mdn: string;
  identityType: IdentityType;
  honorific: Honorific;
  otpToken?: string;
  recto?: Capture;
  verso?: Capture;
  ocr?: OcrResponse;
  identity?: Identity;
  signupToken?: string;
  done?: 'identified' | 'created';
  /** A path of this site to go back to when the line is identified (`?returnUrl=`). */
  returnUrl?: string;
}

const FlowContext = createContext<{ state: FlowState | null; setState: (next: FlowState | null) => void } | null>(null);

export function useFlow() {
  const context = useContext(FlowContext);
  if (!context) throw new Error('Outside the identification flow');
  return context;
}

/** `initial`: a flow already under way (a step's own test starts there). */
export function FlowProvider({ children, initial = null }: { children: ReactNode; initial?: FlowState | null }) {
  const [state, setState] = useState<FlowState | null>(initial);
  return <FlowContext.Provider value={{ state, setState }}>{children}</FlowContext.Provider>;
}

/** What the finished flow keeps: the number and the document type, never the identity. */
export const finished = (state: FlowState, done: FlowState['done']): FlowState => ({
  mdn: state.mdn,
  identityType: state.identityType,
  honorific: state.honorific,
  returnUrl: state.returnUrl,
  done,
});
