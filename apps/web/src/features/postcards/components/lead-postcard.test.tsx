import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { makeLead } from '@/test/lead-fixture';
import { renderLeadPostcard } from '@/test/postcards';

describe("Property Details' postcard", () => {
  it('says why instead of offering Preview Postcard when the owner is marked Do Not Mail', () => {
    stubApi();
    renderLeadPostcard(makeLead({ doNotMail: true }));

    expect(screen.getByText("No postcard: the owner's list says Do Not Mail")).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Preview Postcard/ })).not.toBeInTheDocument();
  });

  it('offers Preview Postcard to any other owner', () => {
    stubApi();
    renderLeadPostcard(makeLead());

    expect(screen.getByRole('button', { name: /^Preview Postcard/ })).toBeVisible();
  });
});
