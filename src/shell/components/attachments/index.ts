export { AttachmentSlot, type AttachmentSlotLabels, type AttachmentSlotProps } from './AttachmentSlot';
export { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, DEFAULT_MAX_BYTES, MAX_FILES_PER_UPLOAD, validateFile, formatBytes } from './fileRules';
export { useAttachments, type StoredFile } from './useAttachments';
export { usePendingFiles, type PendingFile } from './usePendingFiles';
