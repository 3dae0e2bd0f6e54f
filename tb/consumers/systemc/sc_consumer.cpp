// sc_consumer.cpp - a user's SystemC virtual platform against the installed package (sfpu::systemc): an initiator
// writes two LRegs and one SFPMAD into the TLM-2.0 target sfpu_sc_tlm and reads the result back
// (2.0 * 3.0 + 0 = 6.0). Prints "sc_consumer: PASS".
#include <cstdio>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

#include "sfpu/sfpu_sc.h"

using namespace sc_core;

SC_MODULE(initiator)
{
    tlm_utils::simple_initiator_socket<initiator> socket;
    bool ok = false;
    SC_CTOR(initiator) : socket("socket") { SC_THREAD(run); }

    tlm::tlm_response_status xfer(bool wr, uint64_t addr, uint32_t *data, unsigned n)
    {
        tlm::tlm_generic_payload p;
        sc_time delay = SC_ZERO_TIME;
        p.set_command(wr ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
        p.set_address(addr);
        p.set_data_ptr(reinterpret_cast<unsigned char *>(data));
        p.set_data_length(n * 4);
        p.set_streaming_width(n * 4);
        p.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
        socket->b_transport(p, delay);
        return p.get_response_status();
    }

    void run()
    {
        uint32_t two[SFPU_LANES], three[SFPU_LANES], w = 0, l2 = 0;
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            two[l] = 0x40000000u;
            three[l] = 0x40400000u;
        }
        size_t n = 0;
        char err[200];
        ok = sfpu_assemble("sfpmad L2,L0,L1,L9,0", "<consumer>", SFPU_ARCH_BH, &w, 1, &n, err, sizeof err) == SFPU_OK;
        ok = ok && xfer(true, sfpu_sc_tlm::LREG_BASE + 0 * 128, two, SFPU_LANES) == tlm::TLM_OK_RESPONSE;
        ok = ok && xfer(true, sfpu_sc_tlm::LREG_BASE + 1 * 128, three, SFPU_LANES) == tlm::TLM_OK_RESPONSE;
        ok = ok && xfer(true, sfpu_sc_tlm::INSN_BASE, &w, 1) == tlm::TLM_OK_RESPONSE;
        ok = ok && xfer(false, sfpu_sc_tlm::LREG_BASE + (2 * 32 + 5) * 4, &l2, 1) == tlm::TLM_OK_RESPONSE;
        ok = ok && l2 == 0x40C00000u;
    }
};

int sc_main(int, char *[])
{
    sfpu_sc_tlm sfpu("sfpu", SFPU_ARCH_BH, sc_time(1, SC_NS));
    initiator init("init");
    init.socket.bind(sfpu.socket);
    sc_start();
    std::printf("sc_consumer: %s\n", init.ok ? "PASS" : "FAIL");
    return init.ok ? 0 : 1;
}
