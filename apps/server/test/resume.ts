/** The basic information of a resume as the careers site sends it (`PUT /curriculum/basic-information/v1`). */
export const basicInformation = (picture: string, cpf: string) => ({
  picture,
  name: 'Maria da Silva',
  birthdate: '2000-05-20',
  nationality: 'Brasileira',
  sex: 'female',
  cpf,
  email: 'maria@example.com',
  phone: '(47) 99876-5432',
  secondary_phone: '',
});
