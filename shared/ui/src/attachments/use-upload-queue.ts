import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_ERROR_CLEAR_MS, UPLOAD_MESSAGES } from '@portal/contracts';
import { attachmentProblem, type AttachmentLimits } from './attachment-rules';
import { withFileName } from './attachments-texts';

export interface UploadingFile {
  uid: string;
  name: string;
  percent: number;
}

export interface UploadQueueOptions {
  limits: AttachmentLimits;
  /** Uploads one file, reporting 0..100; answers the fileId. */
  upload(file: File, onProgress: (percent: number) => void): Promise<string>;
  /** Called for each file that finished uploading, in the order they were added. */
  onUploaded(file: File, fileId: string): void;
  /** Translates a spec text (English key). */
  translate(text: string): string;
}

export interface UploadQueueState {
  /** The file being uploaded now (one at a time). */
  current: UploadingFile | null;
  /** Files waiting behind it. */
  waiting: number;
  /** 'File type not allowed ...' / 'File ... size bigger then allowed' of the current batch. */
  problems: string[];
  /** 'Error uploading files' is showing (cleared after 2 s). */
  failed: boolean;
  /** 'Files finished uploading' is showing (the last batch uploaded at least one file). */
  finished: boolean;
  /** A file is being checked or uploaded, or waits for its turn. */
  busy: boolean;
  add(files: File[]): void;
}

let nextUid = 0;

/**
 * Checks and uploads files one after another (spec part 1 section 5): each file waits for the one
 * before it, so uploads never compete and the order of the attachments is the order they were added.
 */
export function useUploadQueue({ limits, upload, onUploaded, translate }: UploadQueueOptions): UploadQueueState {
  const [current, setCurrent] = useState<UploadingFile | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [finished, setFinished] = useState(false);
  const [busy, setBusy] = useState(false);

  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const uploadedInBatch = useRef(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  // Latest callbacks, so a queued file uses the props of the moment it is processed.
  const latest = useRef({ upload, onUploaded, translate, limits });
  latest.current = { upload, onUploaded, translate, limits };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(clearTimer.current);
    };
  }, []);

  const showFailure = useCallback(() => {
    setFailed(true);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => {
      if (mounted.current) setFailed(false);
    }, UPLOAD_ERROR_CLEAR_MS);
  }, []);

  const processOne = useCallback(async (file: File) => {
    const { limits: rules, translate: t } = latest.current;
    const problem = attachmentProblem(file, rules);
    if (problem) {
      setProblems((list) => [...list, withFileName(t(problem), file.name)]);
      return;
    }
    const uid = `upload-${++nextUid}`;
    setCurrent({ uid, name: file.name, percent: 0 });
    try {
      const fileId = await latest.current.upload(file, (percent) => {
        if (mounted.current) setCurrent((c) => (c && c.uid === uid ? { ...c, percent } : c));
      });
      uploadedInBatch.current += 1;
      if (mounted.current) latest.current.onUploaded(file, fileId);
    } catch (error) {
      console.error(UPLOAD_MESSAGES.failed, file.name, error);
      if (mounted.current) showFailure();
    } finally {
      if (mounted.current) setCurrent(null);
    }
  }, [showFailure]);

  const add = useCallback((files: File[]) => {
    if (files.length === 0) return;
    if (pending.current === 0) {
      // A new batch: the previous batch's messages no longer apply.
      uploadedInBatch.current = 0;
      setProblems([]);
      setFinished(false);
    }
    setBusy(true);
    for (const file of files) {
      pending.current += 1;
      setWaiting(pending.current - 1);
      chain.current = chain.current.then(async () => {
        await processOne(file);
        pending.current -= 1;
        if (!mounted.current) return;
        setWaiting(Math.max(0, pending.current - 1));
        if (pending.current === 0) {
          setBusy(false);
          if (uploadedInBatch.current > 0) setFinished(true);
        }
      });
    }
  }, [processOne]);

  return { current, waiting, problems, failed, finished, busy, add };
}
