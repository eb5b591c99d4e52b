import { REVOKE_AFTER_MS, saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('clicks a download link named after the file and revokes its URL only after the browser had time to read it', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:x');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob(['a,b']), 'report.csv');
    expect(clicked[0]).toMatchObject({ download: 'report.csv', href: 'blob:x' });
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    jest.useRealTimers();
  });
});
