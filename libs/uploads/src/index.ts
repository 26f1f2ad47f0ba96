export { createImageUppy, uploadPercent } from './image-uppy';
export { fitWithin, needsShrinking, shrinkImageForUpload } from './shrink-image';
