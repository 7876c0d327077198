/**
 * Turns a book's chapters into chapter audio and full-book audio in R2 (the listening work fills this in).
 * Contract, used by the audio job and by the PDF pipeline's last step:
 * - idempotent: rerunning after a crash or redelivery never duplicates objects or rows;
 * - reports progress as chapters finish;
 * - sets books.audio/audio_source/full_audio/full_audio_source/chapter_duration when done.
 */
export interface BookAudioOptions {
  onProgress?: (done: number, total: number) => Promise<void>;
}

export async function generateBookAudio(_env: Env, bookId: string, _options: BookAudioOptions = {}): Promise<void> {
  throw new Error(`Audio generation is not available yet (book ${bookId}).`);
}
