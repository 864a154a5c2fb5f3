/**
 * What a slot accepts, decided before anything is sent: pure functions, so the messages (which name the file)
 * are the same in every slot and easy to test. The server applies the same limits (spec 01 §7.3).
 */

export const MEGABYTE = 1024 * 1024;
/** the server's limit per file */
export const DEFAULT_MAX_BYTES = 10 * MEGABYTE;
/** the server takes at most this many files in one request */
export const MAX_FILES_PER_UPLOAD = 10;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
export const DOCUMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'xlsx', 'xls', 'docx', 'csv', 'txt'];

/** A reason a file was not taken: an i18n key and its arguments. */
export interface Refusal {
  message: string;
  args: Record<string, string | number>;
}

export interface FileRules {
  /** extensions without the dot, e.g. ['png', 'pdf'] */
  accept: string[];
  maxBytes: number;
  /** how many files may wait to be sent together */
  maxCount: number;
  /** for the sizes in messages ("24.3 MB" / "24,3 MB") */
  locale?: string;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The input's `accept` attribute: ".png,.jpg,..." */
export const acceptAttribute = (accept: string[]): string => accept.map((extension) => `.${extension}`).join(',');

/** "512 B", "12 KB", "24.3 MB": one decimal when it says something, none when it is round. */
export const formatBytes = (bytes: number, locale = 'en'): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${text} ${units[unit]}`;
};

export const isImageType = (contentType: string | undefined, name = ''): boolean =>
  contentType ? contentType.startsWith('image/') : IMAGE_EXTENSIONS.includes(extensionOf(name));

/** The short type shown beside a stored file: its extension ("PDF"), else the content type's subtype. */
export const typeLabel = (name: string, contentType = ''): string =>
  (extensionOf(name) || contentType.split('/').pop() || '').toUpperCase();

/** Why this file cannot be sent, or null when it can: its type (by extension), then its size. */
export const validateFile = (file: Pick<File, 'name' | 'size'>, { accept, maxBytes, locale = 'en' }: Omit<FileRules, 'maxCount'>): Refusal | null => {
  if (!accept.includes(extensionOf(file.name))) {
    return { message: 'app.attachments.errors.type', args: { name: file.name, allowed: accept.join(', ') } };
  }
  if (file.size === 0) return { message: 'app.attachments.errors.empty', args: { name: file.name } };
  if (file.size > maxBytes) {
    return {
      message: 'app.attachments.errors.size',
      args: { name: file.name, size: formatBytes(file.size, locale), limit: formatBytes(maxBytes, locale) },
    };
  }
  return null;
};

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Sorts the files a user just chose into those that may join the ones already waiting and those refused, each
 * refusal naming its file: wrong type, too big, empty, already stored or waiting, or beyond the count a request takes.
 */
export const admitFiles = (
  chosen: File[],
  waiting: File[],
  rules: FileRules,
  /** names of the files the slot already stores: a second file of the same name would be a silent duplicate */
  stored: string[] = [],
): { admitted: File[]; refused: Refusal[] } => {
  const admitted: File[] = [];
  const refused: Refusal[] = [];
  const storedNames = new Set(stored.map((name) => name.toLocaleLowerCase()));
  for (const file of chosen) {
    const refusal = validateFile(file, rules);
    if (refusal) refused.push(refusal);
    else if (storedNames.has(file.name.toLocaleLowerCase())) {
      refused.push({ message: 'app.attachments.errors.stored', args: { name: file.name } });
    } else if ([...waiting, ...admitted].some((other) => sameFile(other, file))) {
      refused.push({ message: 'app.attachments.errors.duplicate', args: { name: file.name } });
    } else if (waiting.length + admitted.length >= rules.maxCount) {
      refused.push({ message: 'app.attachments.errors.too_many', args: { name: file.name, smart_count: rules.maxCount } });
    } else admitted.push(file);
  }
  return { admitted, refused };
};
