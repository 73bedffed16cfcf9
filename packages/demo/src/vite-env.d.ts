/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real server's origin (and path prefix); unset, the embedded msw mock answers. */
  readonly VITE_API_BASE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
