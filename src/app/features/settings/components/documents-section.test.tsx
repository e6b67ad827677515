// @vitest-environment jsdom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CredentialDocument } from '../../../../contract/credentials.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { LEA } from '../../../test-kit/users.test-support.ts';
import { DOCUMENT_ACCEPT, DocumentsSection, fileProblem } from './documents-section.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

function doc(overrides: Partial<CredentialDocument>): CredentialDocument {
  return {
    id: 'doc-1',
    user_id: LEA.id,
    kind: 'diplome',
    file_name: 'diplome-ide.pdf',
    content_type: 'application/pdf',
    size: 250_000,
    expires_on: null,
    expired: false,
    status: 'pending',
    reason: null,
    reviewed_by: null,
    reviewed_at: null,
    uploaded_at: '2026-03-02T09:00:00.000Z',
    file_url: '/api/documents/doc-1/file',
    ...overrides,
  };
}

const DOCS: CredentialDocument[] = [
  doc({ id: 'd-pending' }),
  doc({
    id: 'd-verified',
    kind: 'carte_professionnelle',
    file_name: 'carte.jpg',
    content_type: 'image/jpeg',
    status: 'verified',
    expires_on: '2027-03-12',
    reviewed_at: '2026-03-03T10:00:00.000Z',
    reviewed_by: 'Admin Relève',
  }),
  doc({
    id: 'd-refused',
    kind: 'attestation',
    file_name: 'attestation.png',
    status: 'refused',
    reason: 'Le document est illisible.',
  }),
  doc({
    id: 'd-expired',
    file_name: 'ancien-diplome.pdf',
    status: 'verified',
    expires_on: '2025-01-31',
    expired: true,
  }),
];

describe('DocumentsSection', () => {
  fakeModalDialogs({ closeEvent: true });
  const dom = useDom({ token: 'token-lea', resets: [toasts.success, toasts.error], rounds: 6 });
  const { fetchMock, settle, click, calls } = dom;

  const render = async (verified = false) => {
    await act(async () =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <DocumentsSection user={{ id: LEA.id, credentials_verified: verified }} />
        </QueryClientProvider>,
      ),
    );
    await settle();
  };
  const fileInput = () => dom.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = async (file: File) => {
    const input = fileInput();
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  };
  const submit = async () => {
    const form = dom.container.querySelector('form')!;
    await act(async () => form.requestSubmit());
    await settle();
  };
  const item = (name: string) =>
    [...dom.container.querySelectorAll('li.document')].find((li) => li.textContent?.includes(name));

  it('lists her documents with their kind, file, dates and state in words', async () => {
    fetchMock.mockResolvedValueOnce(json(200, DOCS));
    await render();
    expect(calls()).toEqual([`GET /api/users/${LEA.id}/documents`]);
    expect(dom.container.querySelector('h2')?.textContent).toBe('Justificatifs');

    const pending = item('diplome-ide.pdf')!;
    expect(pending.querySelector('h3')?.textContent).toBe('Diplôme');
    expect(pending.querySelector('.badge')?.textContent).toBe('En attente');
    expect(pending.textContent).toContain('244 Ko');
    expect(pending.textContent).toContain('Sans date d’expiration');

    const verified = item('carte.jpg')!;
    expect(verified.querySelector('h3')?.textContent).toBe('Carte professionnelle');
    expect(verified.querySelector('.badge')?.textContent).toBe('Vérifié');
    expect(verified.textContent).toContain('Valable jusqu’au 12 mars 2027');

    const refused = item('attestation.png')!;
    expect(refused.querySelector('.badge')?.textContent).toBe('Refusé');
    expect(refused.textContent).toContain('Motif du refus\u202f: Le document est illisible.');

    expect(item('ancien-diplome.pdf')?.querySelector('.badge')?.textContent).toBe('Expiré');
    // Each action names its document for a screen reader.
    expect(pending.querySelector('button')?.textContent).toBe(
      'Télécharger Diplôme diplome-ide.pdf',
    );
    // Without a verified document, no « vous pouvez prendre des missions ».
    expect(dom.container.textContent).not.toContain('vous pouvez prendre des missions');
  });

  it('says she may claim once a document is verified, and that none was sent yet', async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    await render(true);
    expect(dom.container.textContent).toContain(
      'Vous avez un justificatif vérifié\u202f: vous pouvez prendre des missions.',
    );
    expect(dom.container.textContent).toContain('Aucun justificatif déposé pour le moment.');
  });

  it('offers the three types in the picker and checks the file before sending anything', async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    await render();
    expect(fileInput().accept).toBe(DOCUMENT_ACCEPT);
    expect([...dom.container.querySelectorAll('select option')].map((o) => o.textContent)).toEqual([
      'Diplôme',
      'Carte professionnelle',
      'Attestation',
    ]);

    await submit();
    expect(dom.container.textContent).toContain('Choisissez le fichier à déposer.');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');

    const big = new File(['x'], 'diplome.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await choose(big);
    await submit();
    expect(dom.container.textContent).toContain(
      'Le fichier dépasse 10 Mo\u202f: choisissez un fichier plus léger.',
    );
    await choose(new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    await submit();
    expect(dom.container.textContent).toContain(
      'Le fichier doit être un PDF, une image JPEG ou PNG.',
    );
    expect(calls()).toEqual([`GET /api/users/${LEA.id}/documents`]);
  });

  it('refuses an expiry date already past, in the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    await render();
    await choose(new File(['%PDF-1.4'], 'diplome.pdf', { type: 'application/pdf' }));
    const date = dom.container.querySelector<HTMLInputElement>('input[name="expires_on"]')!;
    date.value = '2020-01-01';
    await submit();
    expect(dom.container.textContent).toContain('La date d’expiration est déjà passée.');
    expect(calls()).toHaveLength(1);
  });

  it('sends kind, expiry and file as multipart, then lists the new one', async () => {
    const sent = doc({ id: 'd-new', kind: 'attestation', file_name: 'attestation.pdf' });
    fetchMock
      .mockResolvedValueOnce(json(200, []))
      .mockResolvedValueOnce(json(201, sent))
      .mockResolvedValueOnce(json(200, [sent]));
    await render();
    const select = dom.container.querySelector<HTMLSelectElement>('select[name="kind"]')!;
    await act(async () => {
      select.value = 'attestation';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    dom.container.querySelector<HTMLInputElement>('input[name="expires_on"]')!.value = '2099-12-31';
    await choose(new File(['%PDF-1.4'], 'attestation.pdf', { type: 'application/pdf' }));
    expect(dom.container.textContent).toContain('attestation.pdf · 8 o');
    await submit();

    expect(calls()).toEqual([
      `GET /api/users/${LEA.id}/documents`,
      'POST /api/users/me/documents',
      `GET /api/users/${LEA.id}/documents`,
    ]);
    const init = fetchMock.mock.calls[1]![1]!;
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('kind')).toBe('attestation');
    expect(body.get('expires_on')).toBe('2099-12-31');
    expect((body.get('file') as File).name).toBe('attestation.pdf');
    // The browser writes the multipart boundary: no JSON content type here.
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('authorization')).toBe('Bearer token-lea');
    expect(toasts.success).toHaveBeenCalledWith(
      'Justificatif déposé\u202f: il attend la vérification de l’administrateur.',
    );
    expect(item('attestation.pdf')).toBeDefined();
  });

  it('shows the server’s French refusal of a file (415) as a toast', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, []))
      .mockResolvedValueOnce(
        json(415, { detail: 'Le fichier doit être un PDF, un JPEG ou un PNG.' }),
      )
      .mockResolvedValue(json(200, []));
    await render();
    await choose(new File(['MZ'], 'diplome.pdf', { type: 'application/pdf' }));
    await submit();
    expect(toasts.error).toHaveBeenCalledWith('Le fichier doit être un PDF, un JPEG ou un PNG.');
  });

  it('removes a document only once she confirmed', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, [DOCS[1]]))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json(200, []));
    await render();
    await click('Supprimer Carte professionnelle carte.jpg');
    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Carte professionnelle (carte.jpg) sera retiré');
    // Verified: she is told what she loses.
    expect(dialog.textContent).toContain('vous ne pourrez plus prendre de missions');
    await click('Garder');
    expect(calls()).toHaveLength(1);

    await click('Supprimer Carte professionnelle carte.jpg');
    await click('Supprimer le justificatif');
    expect(calls()).toEqual([
      `GET /api/users/${LEA.id}/documents`,
      'DELETE /api/documents/d-verified',
      `GET /api/users/${LEA.id}/documents`,
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Justificatif supprimé.');
    expect(dom.container.textContent).toContain('Aucun justificatif déposé pour le moment.');
  });
});

describe('fileProblem', () => {
  const file = (name: string, type: string, size = 10) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  it('accepts a PDF, a JPEG or a PNG up to 10 MB, by name or by type', () => {
    expect(fileProblem(file('a.pdf', ''))).toBeNull();
    expect(fileProblem(file('photo', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('SCAN.PNG', 'image/png', 10 * 1024 * 1024))).toBeNull();
  });
  it('refuses nothing chosen, another type, an empty or an oversized file', () => {
    expect(fileProblem(null)).toBe('Choisissez le fichier à déposer.');
    expect(fileProblem(file('a.gif', 'image/gif'))).toBe(
      'Le fichier doit être un PDF, une image JPEG ou PNG.',
    );
    expect(fileProblem(file('a.pdf', 'application/pdf', 0))).toBe('Ce fichier est vide.');
    expect(fileProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe(
      'Le fichier dépasse 10 Mo\u202f: choisissez un fichier plus léger.',
    );
  });
});
