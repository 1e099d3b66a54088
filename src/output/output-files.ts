/** The names of the files docgen writes beside the docs, and the folder a `framework` type keeps them in. */

export const COLLECTION_FILE = 'collection.json';
export const OPENAPI_FILE = 'openapi.yaml';
export const MCP_FILE = 'mcp.json';
/** The docs for agents: the API in brief, and every endpoint in one Markdown file. */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** The folder under Laravel's `storage/` (`storage_path()`) where type framework keeps the pages, collection and spec. */
export const STORAGE_DATA_DIR = 'app/docgen';
/** The same folder relative to the app root: `storage/app/docgen`. */
export const FRAMEWORK_DATA_DIR = `storage/${STORAGE_DATA_DIR}`;
/** The folders in it for the built pages and for the documents for agents. */
export const PAGES_FOLDER = 'pages';
export const DOCUMENTS_FOLDER = 'documents';
