import { listCurrencies } from "@/lib/currencies/currencies";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "public" }, async () => listCurrencies());
