import { expect, type APIRequestContext } from '@playwright/test';

export interface TestUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new person with a unique address, not yet registered. */
export function buildUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${Date.now()}.${process.pid}.${counter}@example.test`,
    password: 'correct-horse-42',
    ...overrides,
  };
}

/** Registers a user through the API, as a client of the spec's API would. */
export async function registerUser(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = buildUser(overrides);
  const response = await request.post('/api/v1/auth/register', { data: { ...user, newsletter: false } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Signs in with the given request context; when it is `page.request`, the browser shares the session cookies. */
export async function signIn(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
}
