/** The parts of the Postman Collection v2.1.0 format that docgen writes. */

export const POSTMAN_SCHEMA_URL = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

export interface PostmanKeyValue {
  key: string;
  value: string;
  type?: 'string' | 'text';
  description?: string;
  disabled?: boolean;
}

export interface PostmanAuthAttribute {
  key: string;
  value: string;
  type: 'string';
}

export interface PostmanAuth {
  type: 'noauth' | 'basic' | 'bearer' | 'apikey';
  basic?: PostmanAuthAttribute[];
  bearer?: PostmanAuthAttribute[];
  apikey?: PostmanAuthAttribute[];
}

export interface PostmanVariable {
  id: string;
  key: string;
  value: string;
  description?: string;
  type?: 'string';
  name?: string;
}

export interface PostmanUrl {
  host: string;
  path: string;
  query: PostmanKeyValue[];
  raw: string;
  variable?: PostmanVariable[];
}

export type PostmanFormParameter =
  | { key: string; value: string; type: 'text'; description?: string }
  | { key: string; src: null; type: 'file'; description?: string };

export interface PostmanBody {
  mode: 'raw' | 'formdata' | 'urlencoded';
  raw?: string;
  formdata?: PostmanFormParameter[];
  urlencoded?: PostmanKeyValue[];
  options?: { raw: { language: 'json' } };
}

export interface PostmanRequest {
  url: PostmanUrl;
  method: string;
  header: PostmanKeyValue[];
  body?: PostmanBody;
  description: string;
  auth?: PostmanAuth;
}

export interface PostmanResponse {
  header: PostmanKeyValue[];
  code: number;
  status?: string;
  body: string;
  name: string;
}

export interface PostmanItem {
  name: string;
  request: PostmanRequest;
  response: PostmanResponse[];
}

/** `Item` is what stands for a request item: the item itself, or a stand-in for its text made elsewhere. */
export interface PostmanFolder<Item = PostmanItem> {
  name: string;
  description: string;
  item: Array<Item | PostmanFolder<Item>>;
}

export interface PostmanCollection<Item = PostmanItem> {
  variable: PostmanVariable[];
  info: {
    name: string;
    _postman_id: string;
    description: string;
    schema: string;
    version?: string;
    [key: string]: unknown;
  };
  item: Array<PostmanFolder<Item>>;
  auth: PostmanAuth;
  [key: string]: unknown;
}
