import { z } from "zod";
import { listCurrencies } from "@/lib/currencies/currencies";
import { apiRoute } from "@/lib/http/api-route";
import { currencyOut } from "@/lib/schemas/currencies";

export const GET = apiRoute(
  { access: "public", summary: "List the currencies a group can use", response: z.array(currencyOut) },
  async () => listCurrencies(),
);
