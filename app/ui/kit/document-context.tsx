import { createContext, useContext } from "react";

/** Per-request values the server renders into the document: the CSP nonce and the request id. */
export type DocumentInfo = { nonce: string; requestId: string };

const DocumentContext = createContext<DocumentInfo>({ nonce: "", requestId: "" });

export const DocumentInfoProvider = DocumentContext.Provider;

export function useNonce(): string {
  return useContext(DocumentContext).nonce;
}

export function useDocumentRequestId(): string {
  return useContext(DocumentContext).requestId;
}
