export { createImageUppy, uploadPercent } from './image-uppy';
