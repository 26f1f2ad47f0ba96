/**
 * Why the pipeline refused an image, shared by the worker (which raises it) and the gateway (which
 * answers it as a readable 400) without the gateway loading the image libraries.
 */
export type ImageRefusal = 'notImage' | 'tooManyPixels' | 'tooManyFrames' | 'corrupt';

export class ImageRefusedError extends Error {
  constructor(
    readonly refusal: ImageRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export interface PipelineLimits {
  maxPixels: number;
  maxSide: number;
  maxFrames: number;
  masterMaxSide: number;
}

export type MasterFormat = 'jpeg' | 'png';
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface NormalisedImage {
  width: number;
  height: number;
  format: MasterFormat;
  bytes: number;
  placeholder: string;
}

export interface VariantSpec {
  /** Fit inside this width (never enlarged). */
  width?: number;
  /** With width: crop to exactly width × height around the most interesting part (share images). */
  height?: number;
  format: VariantFormat;
  quality: number;
}
