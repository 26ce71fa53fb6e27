export const whereWeMoveMessages = {
  eyebrow: 'Destination guides',
  route: (country: string) => `Qatar to ${country}`,
}
