import { createBody, EMPTY_EPISODE } from '../create/create-body';
import { defaultFinalAsset } from '../media/file-rows';
import { rejectionMessage } from '../media/dropzone-messages';
import { detailStatusValue, patchFromForm, statusPatch, statusToastWord } from './status-change';

describe('episode detail status selector', () => {
  it('shows Publish for a published episode and the editing status otherwise', () => {
    expect(detailStatusValue({ status: 'published', editingStatus: 'editing' })).toBe('published');
    expect(detailStatusValue({ status: 'draft', editingStatus: 'revise' })).toBe('revise');
    expect(detailStatusValue({ status: 'draft', editingStatus: 'review' })).toBe('final');
    expect(detailStatusValue({ status: 'draft', editingStatus: null })).toBe('raw');
  });

  it('sends {status: published, editingStatus: final} for Publish', () => {
    expect(statusPatch('published')).toEqual({ status: 'published', editingStatus: 'final' });
    expect(statusPatch('revise')).toEqual({ status: 'draft', editingStatus: 'revise' });
  });

  it('names the new status in the toast', () => {
    expect(statusToastWord('published')).toBe('Published');
    expect(statusToastWord('revise')).toBe('Revise');
    expect(statusToastWord('final')).toBe('Review');
  });

  it('parses the episode number of the edit form as an integer and blanks to null', () => {
    expect(patchFromForm({ guestName: ' ', guestId: 4, title: ' T ', episodeNumber: '12.7', description: 'D', duration: '', showNotes: '' })).toEqual({
      guestName: null,
      guestId: null,
      title: 'T',
      episodeNumber: 12,
      description: 'D',
      duration: null,
      showNotes: '',
    });
  });

  it('sends the show notes as typed (Markdown keeps its indentation), and a blank text as none', () => {
    const base = { guestName: '', guestId: null, title: 'T', episodeNumber: '1', description: 'D', duration: '' };
    expect(patchFromForm({ ...base, showNotes: '    code\n- item' }).showNotes).toBe('    code\n- item');
    expect(patchFromForm({ ...base, showNotes: ' \n\t ' }).showNotes).toBe('');
  });
});

describe('the guest link in the forms (issue 32)', () => {
  it('sends the linked booking with its name, and unlinks a cleared name', () => {
    const base = { title: 'T', episodeNumber: '1', description: 'D', duration: '', showNotes: '' };
    expect(patchFromForm({ ...base, guestName: 'Priya Raman', guestId: 7 })).toMatchObject({ guestName: 'Priya Raman', guestId: 7 });
    expect(patchFromForm({ ...base, guestName: 'Someone Else', guestId: null })).toMatchObject({ guestName: 'Someone Else', guestId: null });
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', guestName: 'Priya Raman', guestId: 7 })).toMatchObject({ guestId: 7 });
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', guestName: 'Priya Raman' })).not.toHaveProperty('guestId');
  });
});

describe('create episode body', () => {
  it('sends show notes only when some were typed, as typed', () => {
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', showNotes: '  ' })).not.toHaveProperty('showNotes');
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', showNotes: '**Hi**\n- one' })).toMatchObject({ showNotes: '**Hi**\n- one' });
  });

  it('requires title and description', () => {
    expect(createBody(EMPTY_EPISODE)).toBeNull();
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: '   ' })).toBeNull();
  });

  it('defaults the number to 1, keeps the status and sends no made-up duration', () => {
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', episodeNumber: '' })).toEqual({
      title: 'T',
      description: 'D',
      episodeNumber: 1,
      guestName: '',
      status: 'draft',
    });
    expect(createBody({ ...EMPTY_EPISODE, title: 'T', description: 'D', episodeNumber: '7', status: 'published' })).toMatchObject({
      episodeNumber: 7,
      status: 'published',
      publishedAt: expect.any(String),
    });
  });
});

describe('media', () => {
  const edited = (id: number, version: number) => ({ id, version }) as Parameters<typeof defaultFinalAsset>[0][number];

  it('selects the chosen final video, else the newest version', () => {
    expect(defaultFinalAsset([edited(1, 1), edited(2, 2)], 1)?.id).toBe(1);
    expect(defaultFinalAsset([edited(1, 1), edited(2, 2)], 99)?.id).toBe(2);
    expect(defaultFinalAsset([], null)).toBeNull();
  });

  it("joins react-dropzone's own rejection messages", () => {
    const file = Object.assign(new File(['x'], 'notes.txt', { type: 'text/plain' }), { path: './notes.txt', relativePath: './notes.txt' });
    expect(
      rejectionMessage([
        {
          file,
          errors: [
            { code: 'file-invalid-type', message: 'File type must be video/mp4' },
            { code: 'too-many-files', message: 'Too many files' },
          ],
        },
      ]),
    ).toBe('notes.txt: File type must be video/mp4, Too many files');
  });
});
