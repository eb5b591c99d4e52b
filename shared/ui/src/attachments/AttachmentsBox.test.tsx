import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { configureApiClient, resetApiClient } from '@portal/api-client';
import { DEFAULT_SERVICE_BASES, MAX_UPLOAD_BYTES } from '@portal/contracts';
import { createPortalI18n } from '@portal/i18n';
import { AttachmentsBox, type AttachedFile, type AttachmentsBoxProps } from './AttachmentsBox';
import { attachmentProblem } from './attachment-rules';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
  jest.useRealTimers();
});
afterAll(() => server.close());

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness(props: Partial<AttachmentsBoxProps> & { onList?: (files: AttachedFile[]) => void }) {
  const [files, setFiles] = useState<AttachedFile[]>([]);
  return (
    <AttachmentsBox
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onList?.(next);
      }}
      {...props}
    />
  );
}

/** The environment's FormData is Node's (undici): a file sent through the real api must be Node's File. */
function nodeFileOf(name: string, type: string): File {
  return new NodeFile(['x'], name, { type }) as unknown as File;
}

function fileInput(container: HTMLElement): HTMLInputElement {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

interface Deferred {
  resolve(id: string): void;
  reject(error: Error): void;
  progress(percent: number): void;
  name: string;
}

function controlledUpload() {
  const calls: Deferred[] = [];
  const upload = jest.fn((file: File, onProgress: (p: number) => void) =>
    new Promise<string>((resolve, reject) => calls.push({ resolve, reject, progress: onProgress, name: file.name })),
  );
  return { upload, calls };
}

describe('attachment rules (spec part 1 section 5)', () => {
  it('accepts the listed types up to 5242880 bytes and rejects others', () => {
    expect(attachmentProblem(fileOf('scan.tiff', 'image/tiff', MAX_UPLOAD_BYTES))).toBeNull();
    expect(attachmentProblem(fileOf('notes.odt', ''))).toBeNull();
    expect(attachmentProblem(fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('File {file} size bigger then allowed');
    expect(attachmentProblem(fileOf('run.exe', 'application/x-msdownload'))).toBe('File type not allowed {file}');
    // A name on the list does not hide a content type that is not.
    expect(attachmentProblem(fileOf('fake.pdf', 'application/x-msdownload'))).toBe('File type not allowed {file}');
  });
});

describe('AttachmentsBox', () => {
  it('rejects a file of a type not allowed and an oversized file with the spec texts', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload } = controlledUpload();
    const { container } = render(<Harness upload={upload} />);
    await user.upload(fileInput(container), [fileOf('run.exe', 'application/x-msdownload'), fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1)]);
    expect(await screen.findByText('File type not allowed run.exe')).toBeInTheDocument();
    expect(await screen.findByText('File big.pdf size bigger then allowed')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("says the caller's own limits (a logo box: one image of at most 200 KB), not the default ones, in en and tr", async () => {
    const logo = { maxBytes: 200 * 1024, allowedContentTypes: ['image/png', 'image/jpeg'], allowedExtensions: ['png', 'jpg', 'jpeg'], previewContentTypes: [] };
    const { container, unmount } = render(<Harness limits={logo} multiple={false} />);
    expect(screen.getByText('Click or drag a file here to attach it')).toBeInTheDocument();
    expect(screen.getByText('Up to 200 KB each: PNG, JPG, JPEG')).toBeInTheDocument();
    expect(screen.queryByText(/images, PDF, Office/)).not.toBeInTheDocument();
    expect(fileInput(container).multiple).toBe(false);
    unmount();
    render(<Harness />);
    expect(screen.getByText('Click or drag files here to attach them')).toBeInTheDocument();
    expect(screen.getByText('Up to 5 MB each: images, PDF, Office and OpenDocument files, text, CSV, XML')).toBeInTheDocument();
  });

  it('says its limits in Turkish', async () => {
    const i18n = createPortalI18n();
    await i18n.changeLanguage('tr');
    try {
      render(<Harness limits={{ maxBytes: 5_242_880, allowedContentTypes: ['application/pdf'], allowedExtensions: ['pdf'], previewContentTypes: [] }} multiple={false} />);
      expect(screen.getByText('Eklemek için tıklayın veya bir dosyayı buraya sürükleyin')).toBeInTheDocument();
      expect(screen.getByText('Her biri en fazla 5 MB: PDF')).toBeInTheDocument();
    } finally {
      // The box is still drawn: it redraws in English, an update act must see.
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('uploads files one after another, shows progress, previews images and says when all finished', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onList = jest.fn();
    const createObjectURL = jest.fn(() => 'blob:preview-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { container } = render(<Harness upload={upload} onList={onList} />);

    await user.upload(fileInput(container), [fileOf('photo.png', 'image/png'), fileOf('invoice.pdf', 'application/pdf')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0].name).toBe('photo.png');

    act(() => calls[0].progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.png' })).toHaveAttribute('aria-valuenow', '40');
    // The second file waits for the first.
    expect(upload).toHaveBeenCalledTimes(1);

    await act(async () => calls[0].resolve('file-1'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Files finished uploading')).not.toBeInTheDocument();
    await act(async () => calls[1].resolve('file-2'));

    expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
    expect(onList).toHaveBeenLastCalledWith([
      expect.objectContaining({ fileId: 'file-1', name: 'photo.png', previewUrl: 'blob:preview-1' }),
      expect.objectContaining({ fileId: 'file-2', name: 'invoice.pdf', previewUrl: undefined }),
    ]);
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows 'Error uploading files' when an upload fails and clears it after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const upload = jest.fn(() => Promise.reject(new Error('boom')));
    const { container } = render(<Harness upload={upload} />);

    await user.upload(fileInput(container), fileOf('a.txt', 'text/plain'));
    // antd hands the picked files over in a promise chain: let it run under the fake clock.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText('Error uploading files')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Error uploading files')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Error uploading files')).not.toBeInTheDocument();
    expect(screen.queryByText('Files finished uploading')).not.toBeInTheDocument();
  });

  it('uploads through the api (fs/file, field file) and deletes a removed file', async () => {
    configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => 'merchant', getMode: () => 'Test' });
    const deleted: string[] = [];
    server.use(
      http.post('*/svc/core/fs/file', async ({ request }) => {
        const body = await request.text();
        return body.includes('name="file"') ? HttpResponse.json({ fileId: 'srv-1' }) : HttpResponse.json({ error: 'no file' }, { status: 400 });
      }),
      http.delete('*/svc/core/fs/file/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), nodeFileOf('notes.txt', 'text/plain'));
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(screen.queryByText('notes.txt')).not.toBeInTheDocument());
    expect(deleted).toEqual(['srv-1']);
  });

  it('uploads on behalf of a tenant for platform staff (fs/{tenantId}/file)', async () => {
    configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => 'platform', getMode: () => 'Test' });
    server.use(http.post('*/svc/core/fs/tenant-7/file', () => HttpResponse.json({ fileId: 'p-1' })));
    const onList = jest.fn();
    const user = userEvent.setup();
    const { container } = render(<Harness tenantId="tenant-7" onList={onList} />);
    await user.upload(fileInput(container), nodeFileOf('notes.txt', 'text/plain'));
    await waitFor(() => expect(onList).toHaveBeenLastCalledWith([expect.objectContaining({ fileId: 'p-1' })]));
  });
});

describe.each([
  ['en', 'Remove notes.txt'],
  ['tr', 'Kaldır notes.txt'],
] as const)('the icon-only buttons of the attachments list (%s, issue 16)', (language, expected) => {
  afterAll(() => void createPortalI18n('en'));

  it('have an accessible name and show it as a tooltip on hover', async () => {
    createPortalI18n(language);
    const files: AttachedFile[] = [{ fileId: 'f-1', name: 'notes.txt', size: 10, contentType: 'text/plain' }];
    render(<AttachmentsBox value={files} onChange={() => {}} />);
    const list = screen.getByRole('list');
    const iconOnly = within(list).getAllByRole('button').filter((b) => !b.textContent?.trim());
    expect(iconOnly).toHaveLength(1);
    for (const button of iconOnly) {
      expect(button).toHaveAccessibleName(expected);
      fireEvent.mouseEnter(button);
      await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(expected));
      fireEvent.mouseLeave(button);
    }
  });
});
