import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the initials and is named by the full name', () => {
    render(<Avatar name="Maria da Silva" />);
    const avatar = screen.getByRole('img', { name: 'Maria da Silva' });
    expect(avatar).toHaveTextContent('MS');
  });

  it('colours names in different letter bands differently', () => {
    render(
      <>
        <Avatar name="Ana Souza" />
        <Avatar name="Zé Carlos" />
      </>,
    );
    const ana = screen.getByRole('img', { name: 'Ana Souza' });
    const ze = screen.getByRole('img', { name: 'Zé Carlos' });
    expect(ana.style.getPropertyValue('--avatar-bg')).not.toBe('');
    expect(ana.style.getPropertyValue('--avatar-bg')).not.toBe(ze.style.getPropertyValue('--avatar-bg'));
  });
});
