/** The little of oidc-provider (which ships no types) that the tests' provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims: (use: string, scope: string) => AccountClaims | Promise<AccountClaims>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    [setting: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
