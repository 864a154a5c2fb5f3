// Just the part of html-to-text (mailparser's own converter, no bundled types) that mail/mailbox.ts uses.
declare module 'html-to-text' {
  export interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    limits?: { maxInputLength?: number; maxDepth?: number };
    selectors?: Array<{ selector: string; format?: string; options?: Record<string, unknown> }>;
  }
  export function htmlToText(html: string, options?: HtmlToTextOptions): string;
}
