export { createImageUppy, uploadPercent } from './image-uppy';
export { fitWithin, needsShrinking, shrinkImageForUpload } from './shrink-image';
export { useImageUploader, type ImageUploaderEvents } from './use-image-uploader';
export * from './offline-outbox';
