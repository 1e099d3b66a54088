/**
 * Try It Out: sends the endpoint's form as a real request with fetch. The auth value typed in one
 * form is mirrored into every form; with `use_csrf`, the CSRF cookie URL is fetched first and the
 * `XSRF-TOKEN` cookie goes back as `X-XSRF-TOKEN`. Files go as FormData (PUT/PATCH through
 * `_method`). The response is shown as text, never as HTML.
 */
import { clientConfig } from './config.ts';

const settings = clientConfig().tryItOut;

function readCookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function fields(form: HTMLFormElement, part: string): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>(`[data-part="${part}"]`)];
}

/** Builds the request the form describes. Exported for reading, not for other modules. */
function buildRequest(form: HTMLFormElement): { url: string; init: RequestInit } {
  let method = form.dataset.method ?? 'GET';
  let uri = form.dataset.uri ?? '';
  for (const field of fields(form, 'url')) {
    const name = field.dataset.name!;
    const value = field.value.trim();
    uri = uri.replace(new RegExp(`\\{${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\??\\}`), value ? encodeURIComponent(value) : '');
  }
  uri = uri.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  const url = new URL(joinUrl(settings.baseUrl || location.origin, uri), location.href);
  for (const field of fields(form, 'query')) {
    if (field.value !== '') url.searchParams.append(field.dataset.name!, field.value);
  }
  const headers = new Headers();
  for (const field of fields(form, 'header')) {
    if (field.value !== '') headers.set(field.dataset.name!, field.value);
  }
  let body: BodyInit | undefined;
  const kind = form.dataset.bodyKind;
  if (kind === 'json') {
    const text = form.querySelector<HTMLTextAreaElement>('[data-part="json-body"]')?.value ?? '';
    if (text.trim()) body = text;
  } else if (kind === 'multipart') {
    const data = new FormData();
    for (const field of fields(form, 'form')) if (field.value !== '') data.append(field.dataset.name!, field.value);
    for (const field of fields(form, 'file')) for (const file of field.files ?? []) data.append(field.dataset.name!, file);
    if (method === 'PUT' || method === 'PATCH') {
      // PHP reads multipart bodies of POST requests only; Laravel honours _method.
      data.append('_method', method);
      method = 'POST';
    }
    headers.delete('Content-Type');
    body = data;
  } else if (kind === 'urlencoded') {
    const data = new URLSearchParams();
    for (const field of fields(form, 'form')) if (field.value !== '') data.append(field.dataset.name!, field.value);
    body = data;
  }
  if (method === 'GET' || method === 'HEAD') body = undefined;
  return { url: url.toString(), init: { method, headers, body, mode: 'cors', credentials: settings.useCsrf ? 'include' : 'same-origin' } };
}

async function send(form: HTMLFormElement): Promise<void> {
  const result = form.querySelector<HTMLElement>('.tryit-result')!;
  const status = result.querySelector<HTMLElement>('.tryit-status')!;
  const headersOut = result.querySelector<HTMLElement>('.tryit-response-headers pre')!;
  const bodyOut = result.querySelector<HTMLElement>('.tryit-body code')!;
  const button = form.querySelector<HTMLButtonElement>('.tryit-send')!;
  result.hidden = false;
  result.dataset.state = 'sending';
  status.textContent = '⏱ Sending...';
  headersOut.textContent = '';
  bodyOut.textContent = '';
  button.disabled = true;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), 30_000);
  try {
    const { url, init } = buildRequest(form);
    if (settings.useCsrf) {
      await fetch(joinUrl(settings.baseUrl || location.origin, settings.csrfUrl), { credentials: 'include', mode: 'cors', signal: controller.signal });
      const token = readCookie('XSRF-TOKEN');
      if (token) (init.headers as Headers).set('X-XSRF-TOKEN', token);
    }
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    result.dataset.state = response.ok ? 'ok' : 'error';
    status.textContent = `Received response: ${response.status} ${response.statusText}`.trim();
    headersOut.textContent = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 4);
    } catch {
      // Not JSON: shown as it came.
    }
    // textContent: whatever the API returns is displayed, never interpreted as HTML.
    bodyOut.textContent = shown || '(empty body)';
  } catch (error) {
    result.dataset.state = 'failed';
    status.textContent = 'Request failed with error';
    const cors =
      error instanceof TypeError
        ? `The browser could not reach ${settings.baseUrl || location.origin}, or the API did not allow this origin (${location.origin}). Check that the API is running and that CORS is enabled for this site.`
        : '';
    bodyOut.textContent = [String((error as Error).message ?? error), cors].filter(Boolean).join('\n\n');
  } finally {
    clearTimeout(timeout);
    button.disabled = false;
  }
}

for (const wrapper of document.querySelectorAll<HTMLElement>('[data-tryit]')) {
  const open = wrapper.querySelector<HTMLButtonElement>('.tryit-open')!;
  const form = wrapper.querySelector<HTMLFormElement>('form')!;
  const toggle = (show: boolean) => {
    form.hidden = !show;
    // The button's label follows aria-expanded (theme CSS shows "Try it out" or "Cancel").
    open.setAttribute('aria-expanded', String(show));
  };
  open.addEventListener('click', () => toggle(form.hidden));
  form.querySelector('.tryit-cancel')?.addEventListener('click', () => toggle(false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(form);
  });
}

// One credential for every form.
document.addEventListener('input', (event) => {
  const field = event.target as HTMLInputElement;
  if (!field.matches?.('[data-auth-input]')) return;
  for (const other of document.querySelectorAll<HTMLInputElement>('[data-auth-input]')) {
    if (other !== field && other.dataset.name === field.dataset.name) other.value = field.value;
  }
});
