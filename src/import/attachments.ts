/**
 * What the feed's files and the media store agree on: how an attachment is read, and the error for one over its
 * limit. Its own module so neither side imports the other.
 */

/** Where a feed's relative attachment paths are read from (ZIP entries, files beside an XML). */
export interface AttachmentReader {
  /**
   * The bytes of an attachment, or null when the feed does not contain it or it cannot be read. Throws
   * AttachmentTooLargeError, without reading it all, when it is larger than `maxBytes`.
   */
  read(ref: string, maxBytes?: number): Promise<Buffer | null>;
  /** Whether the attachment exists, without reading it (for dry runs). */
  has(ref: string): boolean;
}

/** An attachment over its size limit (its own, or the ZIP's in all): left out with a warning that says so. */
export class AttachmentTooLargeError extends Error {
  constructor(
    message: string,
    /** The limit passed, in words ("60 MB"). */
    readonly limit: string,
    /** Whether the ZIP as a whole expands past its limit. */
    readonly zipTotal = false,
  ) {
    super(message);
  }
}
