/**
 * A document of the varied set (varied-documents.ts): its model, its printed layout and how it is
 * photographed, beside the identity it carries.
 */
import type { TrueIdentity } from './synthetic-documents';

export const DOCUMENT_MODELS = ['cnie-2020', 'cnie-2008', 'passport-MAR', 'passport-FRA', 'passport-ESP', 'passport-SEN'] as const;
export type DocumentModel = (typeof DOCUMENT_MODELS)[number];

export interface PrintedLayout {
  model: DocumentModel;
  nameOrder: 'surname-first' | 'given-first';
  labels: 'none' | 'french' | 'bilingual';
  latinFont: string;
  latinBold: boolean;
  latinSize: number;
  arabicFont: string;
  arabicSize: number;
  photoSide: 'left' | 'right';
  /** The field block moved (pixels of the card). */
  shiftX: number;
  shiftY: number;
  /** Rows of the name block apart (pixels). */
  rowGap: number;
}

export interface CaptureConditions {
  /** The card's width over the picture's (0.40–0.95). */
  fill: number;
  rotation: number;
  /** How far each corner moves for the perspective, as a share of the card's width. */
  perspective: number;
  background: readonly [number, number, number];
  /** The light falls off by this share across the picture. */
  unevenLight: number;
  glare: { x: number; y: number; radius: number; strength: number } | null;
  moire: { period: number; angle: number; amplitude: number } | null;
  noise: number;
  blur: number;
  jpegQuality: number;
}

export interface VariedIdentity extends TrueIdentity {
  layout: PrintedLayout;
  capture: CaptureConditions;
}
