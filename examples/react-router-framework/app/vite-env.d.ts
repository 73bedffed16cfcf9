/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the REST API is (default `http://127.0.0.1:4010`, the mock's default port). */
  readonly VITE_API_ORIGIN?: string
}
