"""Thirteenth draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw13/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before this draw was added (commit 2144868): the tools already
in the sample are skipped, so on a later tree it draws others.

It keeps the sixth draw's pool (draw_pool in draw6/draw.py: servers of any other corpus left
out, tools already in the sample left out) and the eleventh draw's two passes over one shuffled
order (first flagged tools, then the others, at most 3 tools a server), with a WIDER screen: the
twelfth draw's screen ran dry after 58 flagged tools and gave 21 high-risk ones. The widened
screen adds, to the sixth draw's words, more verbs and objects of running, deleting, paying,
sending and deploying, in English and in Chinese, Japanese, Korean, Spanish, French, German and
Portuguese, and phrases of the descriptions (cannot be undone, on the server, arbitrary code).
Three passes over one shuffled order: first the tools draw6's own screen flags ("strong"), then
those only the added words flag ("wide"), until 90 flagged tools are taken, then the others until
200. It over-samples high-risk candidates on purpose: the pool's share of flagged tools is printed
on the first line, and 90 of the 200 are drawn from them.
"""
import importlib.util
import json
import os
import re

SEED = 20261208
TOTAL = 200
SCREENED = 90



def _load(draw):
    """The script of an earlier draw, as a module."""
    spec = importlib.util.spec_from_file_location(
        draw, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", draw, "draw.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_draw6 = _load("draw6")
_draw11 = _load("draw11")

# Words of a name (split as draw6 splits it) added to draw6's NAME_WORDS.
MORE_NAME = re.compile(
    r"^(exe|execution|executor|runner|runtime|process|processes|proc|pid|spawn|fork|"
    r"eval|repl|notebook|cell|python|py|node|js|javascript|code|snippet|lambda|function|"
    r"functions|task|tasks|cron|schedule|action|actions|operation|operations|op|ops|manage|"
    r"migrate|migration|apply|commit|push|merge|rebase|publish|release|rollout|rollback|"
    r"provision|scale|upgrade|compile|test|tests|benchmark|simulate|emulate|debug|attach|"
    r"inject|automation|automate|adb|ssh|docker|container|"
    r"kubectl|k8s|pod|helm|terraform|vm|instance|cluster|"
    r"unset|del|rmdir|unlink|trash|clean|cleanup|prune|flush|forget|reset|revert|restore|"
    r"replace|overwrite|"
    r"ban|block|kick|expire|void|dispose|discard|"
    r"fee|fund|funds|loan|mint|burn|bid|ask|margin|leverage|position|exchange|"
    r"crypto|usdc|eth|sol|btc|bank|cash|money|invoice|invoices|"
    r"checkout|cart|booking|book|reserve|subscribe|renew|donate|tip|settle|"
    r"email|mail|sms|message|messages|post|tweet|notify|broadcast|webhook|call|dial)s?$",
    re.I,
)
# Phrases of a description added to draw6's DESC_WORDS, several languages.
MORE_DESC = re.compile(
    r"\b(execution|executable|arbitrary|code|process(es)?|spawn(s|ed)?|launch(es|ed)?|"
    r"invoke[sd]?|trigger(s|ed)?|restart(s|ed)?|reboot(s|ed)?|install(s|ed)?|compile[sd]?|"
    r"kill|signal|terminate|shutdown|shut down|clear(s|ed)?|reset(s)?|prune[sd]?|flush(es)?|"
    r"trash|discard(s|ed)?|destructive|irrevocabl[ey]|undo|undone|forever|for good|"
    r"send(s)?|sms|publish(es|ed)?|broadcast|"
    r"invoice(s)?|checkout|billing|subscription|fund(s)?|funding|"
    r"usdc|eth|crypto|blockchain|on-chain|onchain|bank|fee(s)?|"
    r"ejecuta[rn]?|eliminar|borrar|pagar|pago|enviar|desplegar|"
    r"exécuter|exécute|supprimer|payer|paiement|envoyer|déployer|"
    r"ausführen|löschen|bezahlen|zahlung|senden|bereitstellen|"
    r"executar|excluir|apagar|pagamento|implantar)\b"
    r"|执行|运行|删除|清空|移除|支付|付款|转账|退款|部署|发布|发送|下单|购买|"
    r"実行|削除|支払|送金|購入|デプロイ|送信|실행|삭제|결제|송금|배포|전송",
    re.I,
)


def flagged(tool):
    """"strong" when draw6's screen flags the tool, "wide" when only the added words do,
    else False."""
    if _draw6.flagged(tool):
        return "strong"
    if any(MORE_NAME.match(w) for w in _draw6.name_words(tool["name"])):
        return "wide"
    if MORE_DESC.search(tool.get("description") or ""):
        return "wide"
    return False


def draw_pool():
    """draw6's pool with this draw's screen in place of draw6's."""
    pool, nother = _draw6.draw_pool()
    tools = {}
    for f in _draw6.glob.glob("internal/snapshot/servers/*.json"):
        d = json.load(open(f))
        for i, t in enumerate(d.get("tools") or []):
            tools[(d["server"]["name"], i)] = t
    return [(p[0], p[1], p[2], flagged(tools[(p[0], p[1])])) for p in pool], nother


def main(seed=SEED):
    p, nother = draw_pool()
    taken = _draw11.take(p, seed, (("strong", SCREENED), ("wide", SCREENED), (False, TOTAL)))
    _draw11.show(p, nother, seed, taken, strong=sum(1 for q in p if q[3] == "strong"))


if __name__ == "__main__":
    main()
